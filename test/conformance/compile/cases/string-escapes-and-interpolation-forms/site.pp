$x = 'X'
$h = { 'k' => 'v', 'n' => { 'm' => [1, 2] } }
$a = ['p', 'q']
notify { 's': message => [
  "\u{1F600}|\u00e9|\$|$ 5|$|a$x|${x}y|$x-y|$x.y|${h['k']}|${h['n']['m'][1]}|$h|${a[-1]}|${a}|$a[0]|${x.downcase}|${[1,2].join('+')}",
  "tab\tnl\\n\"q\"|\'|\e|\s|x\
y", 'single \n \\ \' $x ${x}', "${x == 'X'}|${1 + 2}|${undef}|${'lit'}|${$x}",
  "$::x|${::x}|${facts['os']['family']}|$trusted[certname]",
] }
