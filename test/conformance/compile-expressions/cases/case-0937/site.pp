notify { 'e1': message => "${with('true', ' pad ') |$v, $w| { -$v }}" }
