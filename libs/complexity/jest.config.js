module.exports = { ...require('../../jest.preset.js'), displayName: 'complexity', rootDir: __dirname };
