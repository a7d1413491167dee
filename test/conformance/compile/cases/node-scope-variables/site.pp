class a { notify { 'a': message => $nodevar } }
node default { $nodevar = 'visible'
 include a }
