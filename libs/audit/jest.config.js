module.exports = { ...require('../../jest.preset.js'), displayName: 'audit', rootDir: __dirname };
