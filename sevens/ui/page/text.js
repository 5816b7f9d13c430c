// The page's side of PageFont in sevens/ui/resources.py, installed once on window.sevensText:
// text the game's bundled and system fonts cannot draw (a typed name in any script) is
// measured and drawn here with the browser's own sans-serif font. render() returns a PNG
// data URL (a string crosses pygbag's bridge safely), measure() a width in pixels.
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
    return canvas.toDataURL("image/png");
  };
  window.sevensText = box;
})();
