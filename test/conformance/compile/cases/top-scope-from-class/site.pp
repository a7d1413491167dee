$site = 'S'
class a { notify { 'a': message => $site } }
include a
