module.exports = { ...require('../../jest.preset.js'), displayName: 'boards', rootDir: __dirname };
