define site::app_checkout (String $repo, String $version, String $base = '/srv/apps') {
  vcsrepo { "${base}/${title}":
    ensure   => latest,
    provider => git,
    source   => $repo,
    revision => $version,
    owner    => $title,
    group    => $title,
    umask    => '0022',
    force    => true,
  }
  user { $title:
    ensure => present,
    system => true,
    home   => "${base}/${title}",
    before => Vcsrepo["${base}/${title}"],
  }
}

node default {
  include archive
  archive::download { 'jq-1.7.1':
    url           => 'https://github.com/jqlang/jq/releases/download/jq-1.7.1/jq-linux-amd64',
    digest_string => '5942c9b0934e510ee61eb3e30273f1b3fe2590df93933a93d7c58b81d19c8ff5',
    digest_type   => 'sha256',
    src_target    => '/usr/local/src',
  }
  $defaults = lookup('site::vcs_defaults', Hash, 'hash', {})
  lookup('site::repos', Hash, 'hash', {}).each |$path, $repo| {
    vcsrepo { $path:
      * => $defaults + $repo,
    }
  }
  lookup('site::apps', Hash, 'hash', {}).each |$name, $app| {
    site::app_checkout { $name:
      repo    => $app['repo'],
      version => $app['version'],
    }
  }
}
