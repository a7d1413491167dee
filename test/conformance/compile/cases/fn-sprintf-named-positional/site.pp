notify { 'named': message => [sprintf('%<x>s : %<y>d', { 'x' => 'value is', 'y' => 42 }), sprintf('%<n>05.1f', { 'n' => 3.14159 }), sprintf('%{a}-%{b}', { 'a' => 1, 'b' => [2] }), sprintf('%<a>s %<a>s', { 'a' => 'twice' }), sprintf('%-6<a>s|', { 'a' => 'ab' })] }
notify { 'positional': message => [sprintf('%2$s %1$s', 'world', 'hello'), sprintf('%1$s %1$s', 'x'), sprintf('%1$*2$d|', 7, 5), sprintf('%*d|%-*d|', 5, 42, 4, 1), sprintf('%*d|', -4, 1), sprintf('%.*f', 2, 3.14159)] }
notify { 'extra-args': message => sprintf('%s', 'a', 'b', 'c') }
