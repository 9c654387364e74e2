module.exports = { ...require('../../jest.preset.js'), displayName: 'columns', rootDir: __dirname };
