notify { 'b': }
notify { 'a': require => ['Notify[b]', 'notaref'] }
