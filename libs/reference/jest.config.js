module.exports = { ...require('../../jest.preset.js'), displayName: 'reference', rootDir: __dirname };
