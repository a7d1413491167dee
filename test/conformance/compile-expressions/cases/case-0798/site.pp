notify { 'e1': message => "${with('Ünïcödé', {}) |$v, $w| { $v.map |$x| { $x } }}" }
