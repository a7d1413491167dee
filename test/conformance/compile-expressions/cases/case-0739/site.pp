notify { 'e1': message => with('ABC', with(1.5e-3, {'k' => {'n' => 1}}) |$v, $w| { dig($v, 'k', 'n') }) |$v, $w| { get($v, $w) } }
