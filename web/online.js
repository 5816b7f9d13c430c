// Online play's network on the page (issue 47): WebRTC links to other players' devices,
// for sevens/online/page_link.py. The build puts this file into the page (build-web, in
// the template's script "sevens-online"); the game reaches it as window.sevensOnline, through
// pygbag's platform.window or Pyodide's js module. Only text crosses between the two sides:
// the game polls each link once a frame (no callback ever calls into Python), so nothing here
// runs inside the game's frame and nothing waits for the page.
//
// Each link is one RTCPeerConnection with one reliable, ordered data channel ("sevens").
// There is no signalling server: the whole offer or answer is handed over at once, after ICE
// gathering has finished (non-trickle), and travels inside an invite or answer text.
//
//   host(settings, limit)        -> id   the host's side: makes the channel and the offer
//   guest(settings, offer, limit) -> id  the guest's side: answers an offer
//   accept(id, answer)                   the host takes the guest's answer
//   send(id, text)                       one whole message (queued until the channel opens)
//   poll(id)  -> JSON {state, local, error, messages, dropped}  (messages drained)
//   close(id)
//
// settings is JSON: {"iceServers": [{"urls": "stun:…"}, {"urls": "turn:…", "username": …,
// "credential": …}], "gatherSeconds": 8}. limit is the largest message the game accepts from
// the peer: anything longer is cut to limit + 1 characters here, before it is kept, so the
// game's checks refuse it as too large without the page holding more of it; a binary message
// becomes "" (refused as unreadable). More than INBOX_LIMIT messages waiting is a flood: the
// link closes.
(function () {
  "use strict";
  if (window.sevensOnline) return;
  const INBOX_LIMIT = 2048;
  const OUTBOX_LIMIT = 256;
  const SETTINGS_LIMIT = 4096;
  const SDP_LIMIT = 16000;
  const links = new Map();
  let serial = 0;

  function available() {
    return typeof window.RTCPeerConnection === "function";
  }

  // The ICE servers of the settings, each checked: stun:, turn: or turns: addresses only.
  function readSettings(text) {
    const settings = { iceServers: [], gatherSeconds: 8 };
    if (typeof text !== "string" || text.length > SETTINGS_LIMIT) return settings;
    let given;
    try { given = JSON.parse(text); } catch (error) { return settings; }
    if (!given || typeof given !== "object") return settings;
    const servers = Array.isArray(given.iceServers) ? given.iceServers.slice(0, 8) : [];
    for (const server of servers) {
      if (!server || typeof server.urls !== "string") continue;
      if (!/^(stun|turns?):[^\s]{1,200}$/.test(server.urls)) continue;
      const entry = { urls: server.urls };
      if (typeof server.username === "string") entry.username = server.username.slice(0, 200);
      if (typeof server.credential === "string") entry.credential = server.credential.slice(0, 200);
      settings.iceServers.push(entry);
    }
    const seconds = Number(given.gatherSeconds);
    if (seconds > 0 && seconds <= 60) settings.gatherSeconds = seconds;
    return settings;
  }

  function newLink(limit) {
    serial += 1;
    const link = {
      id: serial, peer: null, channel: null, state: "gathering", local: null, error: "",
      inbox: [], outbox: [], dropped: 0, limit: Math.max(1, Math.min(Number(limit) || 1, 1 << 20)),
    };
    links.set(link.id, link);
    return link;
  }

  function fail(link, why) {
    if (link.state === "closed") return;
    link.error = link.error || String(why || "closed");
    shut(link);
  }

  function shut(link) {
    link.state = "closed";
    link.outbox = [];
    try { if (link.channel) link.channel.close(); } catch (error) { /* already gone */ }
    try { if (link.peer) link.peer.close(); } catch (error) { /* already gone */ }
  }

  // Resolves once ICE gathering has finished, or after the settings' seconds with what has
  // been gathered by then (a STUN server that does not answer must not stall the invite).
  function gathered(peer, seconds) {
    return new Promise((resolve) => {
      if (peer.iceGatheringState === "complete") { resolve(); return; }
      const timer = setTimeout(resolve, seconds * 1000);
      peer.addEventListener("icegatheringstatechange", () => {
        if (peer.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
      });
    });
  }

  function watch(link, peer) {
    peer.addEventListener("connectionstatechange", () => {
      if (peer.connectionState === "failed") fail(link, "ice-failed");
      else if (peer.connectionState === "closed") fail(link, "closed");
    });
  }

  function attach(link, channel) {
    if (link.channel) { channel.close(); return; }  // one channel a link
    link.channel = channel;
    channel.binaryType = "arraybuffer";
    channel.onopen = () => {
      if (link.state === "closed") return;
      link.state = "open";
      const waiting = link.outbox;
      link.outbox = [];
      for (const text of waiting) channel.send(text);
    };
    channel.onmessage = (event) => {
      if (link.state === "closed") return;
      if (link.inbox.length >= INBOX_LIMIT) { fail(link, "flood"); return; }
      const data = event.data;
      if (typeof data !== "string") { link.inbox.push(""); return; }
      if (data.length > link.limit) link.dropped += 1;
      link.inbox.push(data.length > link.limit ? data.slice(0, link.limit + 1) : data);
    };
    channel.onclose = () => fail(link, "closed");
    channel.onerror = (event) => fail(link, (event && event.error && event.error.message) || "channel-error");
  }

  async function describe(link, peer, seconds) {
    await gathered(peer, seconds);
    if (link.state === "closed") return;
    link.local = peer.localDescription ? peer.localDescription.sdp : null;
    if (!link.local || link.local.length > SDP_LIMIT) fail(link, "no-description");
  }

  const api = {
    available: available,

    host(settingsText, limit) {
      const link = newLink(limit);
      if (!available()) { fail(link, "no-webrtc"); return link.id; }
      const settings = readSettings(settingsText);
      (async () => {
        const peer = new RTCPeerConnection({ iceServers: settings.iceServers });
        link.peer = peer;
        watch(link, peer);
        attach(link, peer.createDataChannel("sevens", { ordered: true }));
        await peer.setLocalDescription(await peer.createOffer());
        await describe(link, peer, settings.gatherSeconds);
        if (link.state === "gathering") link.state = "waiting";
      })().catch((error) => fail(link, error && error.message));
      return link.id;
    },

    guest(settingsText, offer, limit) {
      const link = newLink(limit);
      if (!available()) { fail(link, "no-webrtc"); return link.id; }
      if (typeof offer !== "string" || offer.length > SDP_LIMIT) { fail(link, "bad-offer"); return link.id; }
      const settings = readSettings(settingsText);
      (async () => {
        const peer = new RTCPeerConnection({ iceServers: settings.iceServers });
        link.peer = peer;
        watch(link, peer);
        peer.ondatachannel = (event) => attach(link, event.channel);
        await peer.setRemoteDescription({ type: "offer", sdp: offer });
        await peer.setLocalDescription(await peer.createAnswer());
        await describe(link, peer, settings.gatherSeconds);
        if (link.state === "gathering") link.state = "connecting";
      })().catch((error) => fail(link, error && error.message));
      return link.id;
    },

    accept(id, answer) {
      const link = links.get(Number(id));
      if (!link || link.state !== "waiting") return false;
      if (typeof answer !== "string" || answer.length > SDP_LIMIT) { fail(link, "bad-answer"); return false; }
      link.state = "connecting";
      link.peer.setRemoteDescription({ type: "answer", sdp: answer })
        .catch((error) => fail(link, error && error.message));
      return true;
    },

    send(id, text) {
      const link = links.get(Number(id));
      if (!link || link.state === "closed") return false;
      text = String(text);
      if (link.state === "open") {
        try { link.channel.send(text); } catch (error) { fail(link, error && error.message); return false; }
        return true;
      }
      if (link.outbox.length >= OUTBOX_LIMIT) return false;
      link.outbox.push(text);
      return true;
    },

    poll(id) {
      const link = links.get(Number(id));
      if (!link) return JSON.stringify({ state: "closed", local: null, error: "unknown", messages: [], dropped: 0 });
      const messages = link.inbox;
      link.inbox = [];
      const report = JSON.stringify({ state: link.state, local: link.local, error: link.error,
                                      messages: messages, dropped: link.dropped });
      if (link.state === "closed") links.delete(link.id);  // told once: forgotten
      return report;
    },

    close(id) {
      const link = links.get(Number(id));
      if (link) { shut(link); links.delete(link.id); }
    },

    count() { return links.size; },
  };
  window.sevensOnline = api;
})();
