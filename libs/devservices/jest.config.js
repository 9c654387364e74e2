module.exports = { ...require('../../jest.preset.js'), displayName: 'devservices', rootDir: __dirname };
