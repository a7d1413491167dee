notify { 'e1': message => String(min(with('0x10', Sensitive('s3cret')) |$v, $w| { min($v, $w) })) }
