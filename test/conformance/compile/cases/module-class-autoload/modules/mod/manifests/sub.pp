class mod::sub { notify { 'sub': } }
