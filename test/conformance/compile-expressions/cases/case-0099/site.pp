notify { 'e1': message => String((with([3.5, 1, -2], {}) |$v, $w| { versioncmp($v, $w) } / [[1, 2], [3]])) }
