define backup::job(Integer $hour_span = 24) {
  $minute = fqdn_rand(60, $title)
  $hour = fqdn_rand($hour_span, "${title}-hour")
  notify { "cron-${title}":
    message => sprintf('%02d %02d * * * /usr/bin/backup %s', $minute, $hour, shellquote($title, "--label=${title.capitalize}")),
  }
}
class app($names = ['Web Server', 'DB_primary']) {
  $names.each |$n| {
    $slug = $n.downcase.regsubst('[^a-z0-9]+', '-', 'G')
    backup::job { $slug: hour_span => 6 }
  }
  notify { 'summary':
    message => sprintf('%<count>d jobs, checksum %<sum>.8s', { 'count' => $names.length, 'sum' => md5(join($names, ',')) }),
  }
}
include app
notify { 'chained': message => ' MiXeD '.strip.downcase.camelcase.match(/^(\w)/) }
notify { 'interpolated': message => "${upcase('a')}-${round(2.5)}-${'x'.sprintf('%3s')}" }
