module.exports = { ...require('../../jest.preset.js'), displayName: 'cursor', rootDir: __dirname };
