notify { 'a': }
fail('unsupported platform')
