notify { 'e1': message => with('Ünïcödé', Tuple[Integer, String]) |$v, $w| { "<${v}>" } }
