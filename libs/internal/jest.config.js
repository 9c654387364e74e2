module.exports = { ...require('../../jest.preset.js'), displayName: 'internal', rootDir: __dirname };
