module.exports = async function globalTeardown() {
  await globalThis.workapiServices?.stop();
};
