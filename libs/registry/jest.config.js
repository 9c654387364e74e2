module.exports = { ...require('../../jest.preset.js'), displayName: 'registry', rootDir: __dirname };
