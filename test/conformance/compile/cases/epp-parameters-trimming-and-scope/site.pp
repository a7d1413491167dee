class m { $v = 'mv' }
include m
notify { 'a': message => epp('m/t.epp', { 'name' => 'web', 'aliases' => ['w1', 'w2'], 'opts' => { 'k1' => 1, 'k2' => [1, 2] } }) }
notify { 'b': message => epp('m/t', { 'name' => 'db', 'port' => 5432 }) }
notify { 'c': message => epp('m/noparams.epp') }
notify { 'd': message => inline_epp('<%= $x %>-<%= $y %>', { 'x' => 1, 'y' => true }) }
notify { 'e': message => inline_epp("<%- | \$a = 'dflt' | -%>\n[<%= \$a %>]") }
