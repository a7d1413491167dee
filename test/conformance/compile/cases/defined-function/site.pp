class a {}
include a
$v = 1
notify { 'x': }
notify { 'r': message => [defined(Class['a']), defined('a'), defined(Notify['x']), defined(Notify['nope']), defined('$v'), defined(File), defined('nosuchclass')] }
