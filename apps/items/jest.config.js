module.exports = { ...require('../../jest.preset.js'), displayName: 'items', rootDir: __dirname };
