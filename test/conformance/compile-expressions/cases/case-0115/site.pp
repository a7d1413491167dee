notify { 'e1': message => "${with((-2.25 and Sensitive('s3cret')), with({}, 1_000) |$v, $w| { Integer($v, 16) }) |$v, $w| { String($v, '%-6s|') }}" }
