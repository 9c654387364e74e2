module.exports = { ...require('../../jest.preset.js'), displayName: 'rules', rootDir: __dirname };
