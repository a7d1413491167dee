#!/usr/bin/env ruby
# Writes test/conformance/module-functions/expected.json: what real Puppet 7.23 answers for each
# expression of test/conformance/module-functions/snippets.txt when the module path holds the
# module releases whose Ruby functions overcat runs natively (stdlib 8.6.0, the last release with
# the functions stdlib 9 removed; openstacklib and nova 26.0.0, mysql 16.3.0, postgresql 10.6.1, apache 12.3.1,
# haproxy 8.2.0, memcached 10.0.1, neutron 26.0.0, docker 10.3.0, sudo 9.0.2, accounts 8.3.1, ssh 13.1.0, php 11.0.0, collectd 15.0.0, snmp 7.3.0 and mongodb 7.0.0, their last releases for Puppet 7; ironic 26.0.0, vswitch 22.0.0, grafana 14.2.0, letsencrypt 12.0.0, elasticsearch 10.0.0, swift and horizon 26.0.0, archive 7.1.0, openstack_extras 26.0.0; from fuel-library's last commit, only the files of the Fuel
# functions overcat runs natively). The modules are unpacked from git snapshots into a temporary
# directory, used and deleted: nothing fetched is written into the repository.
#
# usage: ruby scripts/gen-module-function-cases.rb [MIRROR]
#   MIRROR holds <owner>+<repo>/repo git copies (default /work/.mirror, what the fetch tool writes).
# Each value is rendered with Puppet's `%p` format; each error is Puppet's message without its
# location and "Error while evaluating a Function Call" preamble.
require 'fileutils'
require 'json'
require 'tmpdir'
require 'puppet'

MIRROR = ARGV[0] || '/work/.mirror'
MODULES = {
  'stdlib' => ['puppetlabs+puppetlabs-stdlib', 'v8.6.0'],
  'openstacklib' => ['openstack+puppet-openstacklib', '26.0.0'],
  'nova' => ['openstack+puppet-nova', '26.0.0'],
  'mysql' => ['puppetlabs+puppetlabs-mysql', 'v16.3.0'],
  'postgresql' => ['puppetlabs+puppetlabs-postgresql', 'v10.6.1'],
  'apache' => ['puppetlabs+puppetlabs-apache', 'v12.3.1'],
  'haproxy' => ['puppetlabs+puppetlabs-haproxy', 'v8.2.0'],
  'memcached' => ['saz+puppet-memcached', 'v10.0.1'],
  'neutron' => ['openstack+puppet-neutron', '26.0.0'],
  'docker' => ['puppetlabs+puppetlabs-docker', 'v10.3.0'],
  'sudo' => ['saz+puppet-sudo', 'v9.0.2'],
  'accounts' => ['puppetlabs+puppetlabs-accounts', 'v8.3.1'],
  'ssh' => ['saz+puppet-ssh', 'v13.1.0'],
  'php' => ['voxpupuli+puppet-php', 'v11.0.0'],
  'collectd' => ['voxpupuli+puppet-collectd', 'v15.0.0'],
  'snmp' => ['voxpupuli+puppet-snmp', 'v7.3.0'],
  'mongodb' => ['voxpupuli+puppet-mongodb', 'v7.0.0'],
  'ironic' => ['openstack+puppet-ironic', '26.0.0'],
  'vswitch' => ['openstack+puppet-vswitch', '22.0.0'],
  'grafana' => ['voxpupuli+puppet-grafana', 'v14.2.0'],
  'letsencrypt' => ['voxpupuli+puppet-letsencrypt', 'v12.0.0'],
  'elasticsearch' => ['voxpupuli+puppet-elasticsearch', 'v10.0.0'],
  'swift' => ['openstack+puppet-swift', '26.0.0'],
  'horizon' => ['openstack+puppet-horizon', '26.0.0'],
  'archive' => ['voxpupuli+puppet-archive', 'v7.1.0'],
  'openstack_extras' => ['openstack+puppet-openstack_extras', '26.0.0'],
}.freeze
# fuel-library is one repository of many modules, some shipping their own copies of stdlib's 3.x
# functions (osnailyfacter's dig44): only the files of the functions under test are taken.
FUEL = ['openstack+fuel-library', '0b79ab00f711771f8f95fdc1f2480f344161f25c', {
  'osnailyfacter' => %w[sorted_hosts get_node_to_ipaddr_map_by_network_role network_metadata_to_hosts
                        has_primary_role get_nodes_hash_by_roles echo amqp_hosts get_routable_networks_for_network_role
                        get_node_key_name roles_include array_to_hash],
  'l23network' => %w[prepare_network_config get_network_role_property get_transformation_property],
  'cgroups' => %w[map_cgclassify_opts],
}].freeze
# The Ruby those functions load besides their own files (l23network's L23network module).
FUEL_LIBS = {
  'l23network' => %w[puppetx puppet/parser/functions/lib],
}.freeze
dir = File.expand_path('../test/conformance/module-functions', __dir__)

Dir.mktmpdir('puppet-modfns') do |tmp|
  modules = File.join(tmp, 'modules')
  MODULES.each do |name, (repo, tag)|
    gitdir = File.join(MIRROR, repo, 'repo')
    gitdir = File.join(gitdir, '.git') if File.directory?(File.join(gitdir, '.git'))
    target = File.join(modules, name)
    Dir.mkdir(modules) unless File.directory?(modules)
    Dir.mkdir(target)
    present = `git --git-dir=#{gitdir} ls-tree --name-only #{tag}`.split("\n") & %w[lib functions manifests types metadata.json]
    system("git --git-dir=#{gitdir} archive #{tag} #{present.join(' ')} | tar -x -C #{target}", exception: true)
  end
  fuel_repo, fuel_commit, fuel_functions = FUEL
  fuel_git = File.join(MIRROR, fuel_repo, 'repo')
  fuel_git = File.join(fuel_git, '.git') if File.directory?(File.join(fuel_git, '.git'))
  fuel_functions.each do |name, functions|
    target = File.join(modules, name, 'lib/puppet/parser/functions')
    FileUtils.mkdir_p(target)
    functions.each do |f|
      text = `git --git-dir=#{fuel_git} show #{fuel_commit}:deployment/puppet/#{name}/lib/puppet/parser/functions/#{f}.rb`
      raise "#{f}: not in fuel-library #{fuel_commit}" unless $?.success?
      File.write(File.join(target, "#{f}.rb"), text)
    end
  end
  FUEL_LIBS.each do |name, dirs|
    # An agent's pluginsync puts modules' lib directories on Ruby's load path, where `require` finds them.
    $LOAD_PATH.unshift(File.join(modules, name, 'lib'))
    dirs.each do |d|
      system("git --git-dir=#{fuel_git} archive #{fuel_commit} deployment/puppet/#{name}/lib/#{d} | tar -x --strip-components=2 -C #{modules}", exception: true)
    end
  end
  dirs = %w[conf var code log run].to_h { |d| [d, File.join(tmp, d)] }
  Puppet.initialize_settings([
    '--confdir', dirs['conf'], '--vardir', dirs['var'], '--codedir', dirs['code'],
    '--logdir', dirs['log'], '--rundir', dirs['run'], '--modulepath', modules
  ])
  # The node's facts are the test's (test/fixtures/module-functions/facts.json): fqdn_rand seeds with its fqdn.
  facts = JSON.parse(File.read(File.expand_path('../test/fixtures/module-functions/facts.json', __dir__)))
  node = Puppet::Node.new('n1.example.com', facts: Puppet::Node::Facts.new('n1.example.com', facts))
  node.merge(facts)
  env = Puppet::Node::Environment.create(:production, [modules])
  node.environment = env
  # Fuel's prepare_network_config loads every 3.x function, Puppet's own among them; its scanf
  # needs a library this machine's Ruby 3.1 lacks (Puppet 7's packaged Ruby 2.7 has it). Loading
  # them once beforehand keeps that failure, which a Puppet 7 agent never sees, out of the cases.
  Puppet.override(current_environment: env) do
    Puppet::Parser::Functions.autoloader.loadall
  rescue Puppet::Error, LoadError
    nil
  end
  results = []
  File.readlines(File.join(dir, 'snippets.txt'), chomp: true).each do |line|
    next if line.strip.empty? || line.start_with?('#')
    # A compiler per expression: a Puppet-language function's class inclusion stays with its case.
    compiler = Puppet::Parser::Compiler.new(node)
    Puppet.override(Puppet.base_context(Puppet.settings).merge(current_environment: env, loaders: compiler.loaders, global_scope: compiler.topscope)) do
      compiler.send(:set_node_parameters)
      scope = compiler.topscope
      parser = Puppet::Pops::Parser::EvaluatingParser.new
      begin
        value = parser.evaluate_string(scope, line)
        results << { 'snippet' => line, 'value' => Puppet::Pops::Types::StringConverter.singleton.convert(value, '%p') }
      rescue StandardError => e
        # Ruby 3.1's error_highlight quotes the failing line under a NoMethodError's message: this
        # machine's Ruby, not Puppet 7's (its packaged Ruby 2.7 has none), so it is left out.
        message = e.message
          .sub(/\AEvaluation Error: /, '')
          .sub(/\AError while evaluating a (Function Call|Method call), /, '')
          .sub(/ \(line: \d+, column: \d+\)\z/, '')
          .sub(/\n\n[^\n]*\n *\^+(?=\n|\z)/, '')
        results << { 'snippet' => line, 'error' => message }
      end
    end
  end
  File.write(File.join(dir, 'expected.json'), JSON.pretty_generate(results) + "\n")
  puts "module functions: #{results.size} cases (puppet #{Puppet.version})"
end
