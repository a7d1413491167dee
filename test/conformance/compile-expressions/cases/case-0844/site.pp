notify { 'e1': message => String(empty(with([], ' pad ') |$v, $w| { "<${v}>" })) }
