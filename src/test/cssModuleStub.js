// CSS Modules in tests: every class name maps to itself, so markup stays inspectable.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
