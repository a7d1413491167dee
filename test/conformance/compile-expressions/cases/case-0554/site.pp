notify { 'e1': message => String(with(Variant[Integer, String], {'k' => {'n' => 1}}) |$v, $w| { join($v) }) }
