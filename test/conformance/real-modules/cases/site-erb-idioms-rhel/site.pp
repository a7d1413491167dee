class site::proxy (
  Array[Hash] $backends = lookup('site::backends'),
  Hash $settings = lookup('site::settings'),
  String $ports = lookup('site::ports'),
  String $name_prefix = 'be',
) {
  $zones = $backends.map |$b| { $b['zone'] }.unique.sort
  file { '/etc/proxy': ensure => directory }
  file { '/etc/proxy/backends.conf':
    content => inline_template(@(ERB)),
      # <%= scope['facts']['networking']['fqdn'] %> (<%= scope.lookupvar('site::proxy::name_prefix') %>)
      <%- @backends.each_slice(2).with_index do |pair, i| -%>
      group <%= i %>: <%= pair.map { |b| b['host'].split('.').first }.join(' ') %>
      <%- end -%>
      <%- primary, backup = @backends.partition { |b| !b['backup'] } -%>
      primary=<%= primary.size %> backup=<%= backup.size %>
      total_weight=<%= @backends.inject(0) { |s, b| s + b['weight'] } %> sum=<%= @backends.map { |b| b['weight'] }.sum %>
      heaviest=<%= @backends.max_by { |b| b['weight'] }['host'] %> lightest=<%= @backends.min_by { |b| b['weight'] }['host'] %>
      <%- by_zone = @backends.each_with_object({}) { |b, h| (h[b['zone']] ||= []) << b['host'] } -%>
      <%- by_zone.sort_by { |z, hs| [-hs.size, z] }.each do |z, hs| -%>
      zone <%= z.center(5, '*') %> <%= hs.size.to_s.rjust(3, '0') %> <%= hs.join(',') %>
      <%- end -%>
      ports=<%= @backends.map { |b| b['port'] }.tally.sort.map { |p, n| "#{p}x#{n}" }.join(' ') %>
      <%- @zones.zip(%w[first second third]).each do |z, ord| -%>
      <%= ord %>=<%= z %>
      <%- end -%>
      | ERB
  }
  file { '/etc/proxy/settings.conf':
    content => inline_template(@(ERB)),
      <%- s = @settings -%>
      log_level = <%= s.fetch('log_level', 'warn') %>
      workers = <%= s.fetch('workers', 4) %>
      connect = <%= s.dig('timeouts', 'connect') %>, idle = <%= s.dig('timeouts', 'idle').inspect %>
      has_tags = <%= s.key?('tags') %>
      tags = <%= Array(s['tags']).flatten.compact.uniq.join(' ') %>
      single = <%= Array('x').inspect %> <%= Array(nil).inspect %>
      <%- 3.times do |i| -%>
      slot<%= i %>
      <%- end -%>
      <%- 0.step(20, 10) do |n| -%>
      step <%= n %>
      <%- end -%>
      ports = <%= @ports.scan(/\d+(?:-\d+)?/).join('|') %>
      clean = <%= @ports.tr(',', ' ').squeeze(' ').strip %>
      upcased = <%= @ports.gsub(/(\d+)-(\d+)/) { "#{$1}..#{$2}" } %>
      | ERB
  }
}

node default {
  include site::proxy
  logrotate::rule { 'proxy':
    path         => ['/var/log/proxy/*.log'],
    rotate       => 10,
    rotate_every => 'day',
    compress     => true,
    postrotate   => 'systemctl kill -s HUP proxy.service',
  }
}
