module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'copy-trading', port: 3106 });
