// The page's side of PageFont in sevens/ui/resources.py, installed once on window.sevensText:
// text the game's bundled and system fonts cannot draw (a typed name in any script) is
// measured and drawn here with the browser's own sans-serif font. measure() returns a width in
// pixels; render() the picture as a string (strings cross pygbag's bridge safely):
// "WIDTH,HEIGHT," then its RGBA pixels in base64, which pygame reads without an image decoder
// (the browser's pygame-ce cannot load a PNG from memory).
(function () {
  if (window.sevensText) return;
  const box = {};
  const canvas = document.createElement("canvas");
  function fontFor(size, bold) {
    return (bold ? "bold " : "") + Number(size) + "px sans-serif";
  }
  box.measure = function (text, size, bold) {
    const context = canvas.getContext("2d");
    context.font = fontFor(size, bold);
    return Math.ceil(context.measureText(String(text)).width);
  };
  // The text on a transparent strip `height` px tall, its baseline `ascent` px down (the
  // game's line box), in the CSS colour `colour`.
  box.render = function (text, size, bold, colour, ascent, height) {
    canvas.width = Math.max(1, box.measure(text, size, bold));
    canvas.height = Math.max(1, Math.round(Number(height)));
    const context = canvas.getContext("2d");
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = fontFor(size, bold);
    context.fillStyle = String(colour);
    context.textBaseline = "alphabetic";
    context.fillText(String(text), 0, Number(ascent));
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = "";
    for (let start = 0; start < pixels.length; start += 0x8000) {
      binary += String.fromCharCode.apply(null, pixels.subarray(start, start + 0x8000));
    }
    return canvas.width + "," + canvas.height + "," + btoa(binary);
  };
  window.sevensText = box;
})();
