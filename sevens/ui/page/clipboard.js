// The page's side of sevens/ui/clipboard.py, installed once on window.sevensClipboard.
// share(title, text, wantShare) and read() start a job; its outcome is left in `state`
// ("pending", then "copied", "shared", "pasted", "cancelled" or "failed") and, once
// pasted, `text`, where the game polls it every frame (it never awaits a promise).
(function () {
  if (window.sevensClipboard) return;
  const box = { state: "idle", text: "" };
  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(
        () => { box.state = "copied"; }, () => { box.state = fallbackCopy(text); });
    } else {
      box.state = fallbackCopy(text);
    }
  }
  function fallbackCopy(text) {
    try {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      const done = document.execCommand("copy");
      document.body.removeChild(area);
      return done ? "copied" : "failed";
    } catch (error) {
      return "failed";
    }
  }
  box.share = function (title, text, wantShare) {
    box.state = "pending";
    box.text = "";
    if (wantShare && navigator.share) {
      navigator.share({ title: title, text: title, url: text }).then(
        () => { box.state = "shared"; },
        (error) => {
          if (error && error.name === "AbortError") box.state = "cancelled";
          else copyText(text);
        });
    } else {
      copyText(text);
    }
  };
  box.read = function () {
    box.state = "pending";
    box.text = "";
    if (!navigator.clipboard || !navigator.clipboard.readText) { box.state = "failed"; return; }
    navigator.clipboard.readText().then(
      (text) => { box.text = String(text || ""); box.state = "pasted"; },
      () => { box.state = "failed"; });
  };
  box.canShare = function () { return Boolean(navigator.share); };
  window.sevensClipboard = box;
})();
