node /^n\d/ { notify { 'regex1': message => [$0, $1] } }
node /^(n)(1)\.example/ { notify { 'regex2': message => [$0, $1, $2] } }
node 'n1' { notify { 'short': } }
node default { notify { 'default': } }
