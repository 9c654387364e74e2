module.exports = { ...require('../../jest.preset.js'), displayName: 'column-types', rootDir: __dirname };
