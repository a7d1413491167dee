$h = { 'a' => { 'b' => 'deep' } }
notify { 'a': message => $h['a']['b'] }
notify { 'b': message => "[${h['zz']}]" }
