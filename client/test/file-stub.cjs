// Stands in for stylesheets and images imported by client modules under Jest: a CSS module's
// class names come back as their own names (`classes.link` → 'link'), and an image's URL is
// 'test-file-stub'.
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === Symbol.toPrimitive || key === 'toString') return () => 'test-file-stub';
      if (key === '__esModule') return false;
      return typeof key === 'string' ? key : undefined;
    },
  },
);
