module.exports = { ...require('../../jest.preset.js'), displayName: 'subgraph', rootDir: __dirname };
