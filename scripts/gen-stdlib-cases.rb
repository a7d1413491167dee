#!/usr/bin/env ruby
# Expected results of stdlib's functions as Puppet 7.23 computes them with the real stdlib on the
# module path: every case of test/conformance/functions/stdlib/cases.json is evaluated in a fresh
# compiler of one Puppet process, and its value (as `String($v, '%p')` writes it) or error
# message, the warnings it logged and the resources it declared are written as JSON.
#
# usage: ruby scripts/gen-stdlib-cases.rb STDLIB_GIT_DIR TAG CASES.json > expected.json
#   STDLIB_GIT_DIR: a clone of puppetlabs-stdlib (bare is fine); TAG: the release to run (v9.7.0).
# A case is {name, code?, expr?, files?}: `code` is evaluated first (statements), then `expr`,
# whose value is recorded; `files` ({"p/manifests/init.pp" => text}) is a module directory put on
# the module path after stdlib for that case only (classes and defines it needs).
# stdlib is unpacked from git into a temporary module path that is removed at the end; nothing
# fetched is written anywhere else.
require 'json'
require 'tmpdir'
require 'puppet'

git_dir, tag, cases_file = ARGV
abort 'usage: gen-stdlib-cases.rb STDLIB_GIT_DIR TAG CASES.json' unless cases_file
cases = JSON.parse(File.read(cases_file))
# The node's facts; the test gives overcat the same (test/conformance/functions/stdlib/facts.json).
FACTS = JSON.parse(File.read(File.join(File.dirname(cases_file), 'facts.json'))).freeze

# The location and evaluation preamble Puppet puts around a message are not part of it (an error
# raised in a define body is wrapped once more); the case's module directory is left out of paths.
def bare(message, extra = nil)
  m = message.dup
  m = m.gsub("#{extra}/", '') if extra
  loop do
    before = m
    m = m.sub(/\A(Evaluation Error: )?Error while evaluating a (Function Call|Method call|Resource Statement), /, '')
         .sub(/\AEvaluation Error: /, '').sub(/ \((file: [^()]*|line: \d+(, column: \d+)?)\)\z/, '')
    break if m == before
  end
  m
end

def text(value)
  Puppet::Pops::Types::StringConverter.singleton.convert(value, '%p')
end

Dir.mktmpdir('stdlib-cases') do |tmp|
  modules = File.join(tmp, 'modules')
  FileUtils.mkdir_p(File.join(modules, 'stdlib'))
  system("git --git-dir=#{git_dir} archive #{tag} | tar -x -C #{File.join(modules, 'stdlib')}", exception: true)
  dirs = %w[conf var code log run].to_h { |d| [d, File.join(tmp, d)] }
  Puppet.initialize_settings([
    '--confdir', dirs['conf'], '--vardir', dirs['var'], '--codedir', dirs['code'],
    '--logdir', dirs['log'], '--rundir', dirs['run'], '--modulepath', modules
  ])
  logs = []
  Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(logs))
  Puppet::Util::Log.level = :warning
  results = cases.each_with_index.map do |c, i|
    logs.clear
    extra = File.join(tmp, "case#{i}")
    (c['files'] || {}).each do |path, text|
      FileUtils.mkdir_p(File.dirname(File.join(extra, path)))
      File.write(File.join(extra, path), text)
    end
    env = Puppet::Node::Environment.create(:"case#{i}", [modules, extra])
    # Puppet warns of a deprecation once per process: each case starts afresh, as a compilation does.
    Puppet.clear_deprecation_warnings
    node = Puppet::Node.new('n1.example.com', facts: Puppet::Node::Facts.new('n1.example.com', FACTS.dup))
    node.environment = env
    node.merge(FACTS)
    compiler = Puppet::Parser::Compiler.new(node)
    result = { 'name' => c['name'] }
    Puppet.override(Puppet.base_context(Puppet.settings).merge(current_environment: env, environments: Puppet::Environments::Static.new(env), loaders: compiler.loaders, global_scope: compiler.topscope)) do
      compiler.send(:set_node_parameters)
      compiler.send(:evaluate_main)
      scope = compiler.topscope
      parser = Puppet::Pops::Parser::EvaluatingParser.new
      begin
        parser.evaluate_string(scope, c['code']) if c['code']
        # Define bodies are evaluated in the compiler's generator passes, as in a compilation.
        compiler.send(:evaluate_generators)
        # stdlib 8's deprecation() returns Puppet's log text, which names stdlib's file in the
        # temporary module path: written $MODULES so that the expectations do not change each run.
        result['value'] = text(parser.evaluate_string(scope, c['expr'])).gsub(modules, '$MODULES') if c['expr']
      rescue StandardError => e
        result['error'] = bare(e.message, extra)
      end
      declared = compiler.catalog.resources.reject { |r| %w[Class Stage].include?(r.type) }
      # The namevar equal to the title is not part of what a catalog shows.
      result['resources'] = declared.to_h do |r|
        namevars = r.resource_type.respond_to?(:key_attributes) ? r.resource_type.key_attributes : [:name]
        [r.ref, r.to_hash.reject { |k, v| namevars.include?(k) && v == r.title }.to_h { |k, v| [k.to_s, text(v)] }]
      end
      result.delete('resources') if result['resources'].empty?
    end
    # stdlib's deprecation() appends Puppet's stack and the Ruby location (" at [file, line]:…");
    # overcat's warning carries the call's location as the diagnostic's place instead.
    # Puppet's own deprecation of the 3.x autoloader (has_ip_address loads has_interface_with) and
    # the undefined-variable warnings of legacy fact lookups are Puppet internals, not the function's.
    warnings = logs.select { |l| l.level == :warning }.map { |l| bare(l.message.sub(/ at \[.*\z/m, '')) }
                   .reject { |m| m.start_with?("The method 'Puppet::Parser::Functions", 'Undefined variable') }
    result['warnings'] = warnings unless warnings.empty?
    result
  end
  puts JSON.pretty_generate(results)
end
