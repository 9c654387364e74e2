module.exports = { ...require('../../jest.preset.js'), displayName: 'accounts', rootDir: __dirname };
