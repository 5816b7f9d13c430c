// web/online.js alone in headless Chromium (issue 47): two links of one page joined by their
// own offer and answer (no STUN: loopback), then what the bridge does with what arrives.
//
//   node tests/browser/check_online_bridge.mjs --script web/online.js
//
// Prints one JSON object: the links' states, what a short and a long message (cut past the
// limit) became, what a flood did (the link closed, "flood"), which ICE
// servers the settings let through, and what accept and send say at the wrong time.

import { option, runCheck } from "./chromium.mjs";

const script = option("script");

const report = {};
await runCheck(report, async (browser) => {
  const page = await browser.newPage();
  await page.goto("about:blank");
  await page.addScriptTag({ path: script });
  Object.assign(report, await page.evaluate(async () => {
    const online = window.sevensOnline;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const poll = (id) => JSON.parse(online.poll(id));
    async function until(test, what) {
      for (let step = 0; step < 200; step += 1) {
        const value = test();
        if (value) return value;
        await sleep(50);
      }
      throw new Error(`timed out: ${what}`);
    }
    const seen = { available: online.available() };
    // settings: only stun:/turn:/turns: addresses pass; junk settings mean none
    const original = window.RTCPeerConnection;
    const configs = [];
    window.RTCPeerConnection = function (config) { configs.push(config); return new original(config); };
    const probe = online.host(JSON.stringify({ iceServers: [
      { urls: "stun:stun.example.org:3478" }, { urls: "http://example.org" },
      { urls: "turn:relay.example.org:3478", username: "u", credential: "c" }, { urls: 5 }] }), 100);
    const junk = online.host("{not json", 100);
    window.RTCPeerConnection = original;
    seen.iceServers = configs.map((config) => config.iceServers);
    online.close(probe);
    online.close(junk);
    seen.afterClose = poll(probe).state;

    const none = JSON.stringify({ iceServers: [] });
    const host = online.host(none, 2048);
    seen.acceptTooEarly = online.accept(host, "v=0");
    const offer = await until(() => poll(host).local, "the offer");
    seen.offerHasCandidates = offer.includes("a=candidate");
    const guest = online.guest(none, offer, 262144);
    const answer = await until(() => poll(guest).local, "the answer");
    seen.accepted = online.accept(host, answer);
    seen.queuedBeforeOpen = online.send(guest, "hello");
    const received = [];
    await until(() => { const report = poll(host); received.push(...report.messages); return report.state === "open"; }, "the channel to open");
    online.send(guest, "x".repeat(10000));
    await until(() => { const report = poll(host); received.push(...report.messages); return received.length >= 2; }, "two messages");
    seen.received = received.map((text) => [text.slice(0, 10), text.length]);
    seen.dropped = poll(host).dropped;
    // a flood: more than the bridge keeps while the game does not poll
    for (let count = 0; count < 2100; count += 1) online.send(guest, "{}");
    await sleep(3000);  // not polled meanwhile: the messages pile up in the bridge
    const flooded = poll(host);
    seen.flood = { state: flooded.state, error: flooded.error };
    seen.sendAfterClose = online.send(host, "late");
    seen.forgotten = poll(host).error;
    return seen;
  }));
});
