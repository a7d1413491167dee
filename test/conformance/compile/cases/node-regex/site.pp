node /^n(\d+)\./ { notify { 'regex': message => $1 } }
node default { notify { 'default': } }
