define d($name2 = $title) { notify { "n-${name}": message => "${title}/${name}/${name2}" } }
d { 'one': }
d { 'two': name => 'other' }
