module.exports = { ...require('../../jest.preset.js'), displayName: 'files', rootDir: __dirname };
