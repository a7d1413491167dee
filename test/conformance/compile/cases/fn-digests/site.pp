notify { 'md5': message => [md5('hello'), md5(''), md5(undef), md5('héllo'), md5("line\n")] }
notify { 'sha1': message => [sha1('hello'), sha1(''), sha1('日本')] }
notify { 'sha256': message => [sha256('hello'), sha256(''), sha256('é')] }
notify { 'digest': message => [digest('hello'), digest('')] }
notify { 'regexp-arg': message => md5(/ab/) }
