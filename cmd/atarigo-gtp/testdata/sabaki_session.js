// A scripted GTP session with atarigo-gtp through Sabaki's GTP client (@sabaki/gtp): the commands a Go GUI
// sends, analysis streamed and stopped as Sabaki and Lizzie stop it (by sending the next command), and checks of
// every answer. Usage: node sabaki_session.js MODULE_DIR ENGINE [ARG...]; it prints one line per check and
// exits with 1 when one failed.
'use strict'
const [moduleDir, engine, ...engineArgs] = process.argv.slice(2)
const {Controller} = require(moduleDir + '/node_modules/@sabaki/gtp')

let failures = 0
function check(ok, what) {
  console.log((ok ? 'ok   ' : 'FAIL ') + what)
  if (!ok) failures++
}

// parseInfo reads an analysis line into its info parts: {move, visits, winrate, prior, lcb, order, pv}.
function parseInfo(line) {
  return line.split(/\s*info\s+/).slice(1).map(part => {
    let words = part.trim().split(/\s+/)
    let info = {}
    for (let i = 0; i < words.length; i += 2) {
      if (words[i] === 'pv') {
        info.pv = words.slice(i + 1)
        break
      }
      info[words[i]] = words[i + 1]
    }
    return info
  })
}

const vertex = /^([A-HJ-T][1-9][0-9]?|pass)$/i

// analyse sends an analysis command, waits for count info lines, stops it with `name` and returns the lines.
async function analyse(ctl, name, args, count) {
  let lines = []
  let stopped = null
  let response = ctl.sendCommand({name, args}, ({line}) => {
    if (line.startsWith('info')) lines.push(line)
    if (lines.length === count && stopped == null) stopped = ctl.sendCommand({name: 'name'})
  })
  let r = await response
  let after = await stopped
  check(!r.error, `${name} ${args.join(' ')} answered without error`)
  check(after != null && after.content === 'atarigo', `the command that stopped ${name} was answered: ${after && after.content}`)
  return lines
}

function checkInfos(lines, what, kata, first) {
  check(lines.length >= 3, `${what}: ${lines.length} info lines`)
  for (let line of lines) {
    let infos = parseInfo(line)
    check(infos.length > 0, `${what}: candidates in ${line.slice(0, 60)}…`)
    infos.forEach((info, i) => {
      let w = Number(info.winrate)
      let ok = vertex.test(info.move) && Number(info.visits) >= 1 && Number(info.order) === i &&
        info.pv != null && info.pv[0] === info.move && info.pv.every(v => vertex.test(v)) &&
        (kata ? info.winrate.includes('.') && w >= 0 && w <= 1 : /^\d+$/.test(info.winrate) && w >= 0 && w <= 10000)
      if (!ok) check(false, `${what}: bad info part ${JSON.stringify(info)}`)
    })
    if (first) check(infos[0].move === first.move && Number(infos[0].winrate) === first.winrate,
      `${what}: ${infos[0].move} first with win rate ${infos[0].winrate}`)
  }
}

async function main() {
  let ctl = new Controller(engine, engineArgs)
  // What the engine writes to stderr and how it stopped, so that a session that breaks says why.
  ctl.on('stderr', ({content}) => console.log('engine stderr: ' + content))
  ctl.on('stopped', ({signal}) => console.log('engine stopped' + (signal ? ' by ' + signal : '')))
  ctl.start()
  let send = async (name, ...args) => ctl.sendCommand({name, args})
  let ok = async (name, ...args) => {
    let r = await send(name, ...args)
    check(!r.error, `${name} ${args.join(' ')} = ${r.content.split('\n')[0]}`)
    return r.content
  }

  check((await ok('protocol_version')) === '2', 'protocol version 2')
  let commands = (await ok('list_commands')).split('\n')
  for (let c of ['lz-analyze', 'kata-analyze', 'lz-genmove_analyze', 'kata-genmove_analyze', 'kgs-genmove_cleanup',
    'kgs-time_settings', 'rectangular_boardsize', 'cputime', 'gogui-analyze_commands'])
    check(commands.includes(c), `list_commands names ${c}`)
  check((await ok('atarigo-rules')) === 'japanese', 'started plainly it plays Go')

  // A Go game as a GUI sets it up, with two passes that end nothing.
  await ok('boardsize', '9')
  await ok('clear_board')
  await ok('komi', '6.5')
  await ok('kgs-time_settings', 'byoyomi', '0', '1', '3')
  await ok('play', 'B', 'E5')
  check(vertex.test(await ok('genmove', 'W')), 'genmove answers a vertex')
  await ok('play', 'B', 'pass')
  await ok('play', 'W', 'pass')
  await ok('play', 'B', 'C3')
  check(vertex.test(await ok('kgs-genmove_cleanup', 'W')), 'kgs-genmove_cleanup answers a vertex')

  // Analysis: streamed every 10 centiseconds, stopped by the next command.
  checkInfos(await analyse(ctl, 'lz-analyze', ['B', '10'], 3), 'lz-analyze', false)
  checkInfos(await analyse(ctl, 'kata-analyze', ['W', 'interval', '10'], 3), 'kata-analyze', true)
  let g = await send('lz-genmove_analyze', 'B', '10')
  let last = g.content.trim().split('\n').pop()
  check(!g.error && /^play ([A-HJ-T][1-9]|pass)$/i.test(last), `lz-genmove_analyze ends with ${last}`)

  // Atari Go: the solver's proof shows as a certain win.
  await ok('atarigo-rules', 'capture:1')
  await ok('boardsize', '5')
  await ok('play', 'B', 'A5')
  checkInfos(await analyse(ctl, 'lz-analyze', ['W', '10'], 3), 'lz-analyze in Atari Go', false, {move: 'B5', winrate: 10000})
  checkInfos(await analyse(ctl, 'kata-analyze', ['10'], 3), 'kata-analyze in Atari Go', true, {move: 'B5', winrate: 1})

  await ok('rectangular_boardsize', '9', '5')
  check(Number(await ok('cputime')) > 0, 'cputime')
  check((await ok('gogui-analyze_commands')).includes('gfx/'), 'gogui-analyze_commands')
  await ok('quit')
  await ctl.stop()
  console.log(`${failures} failed`)
  process.exit(failures > 0 ? 1 : 0)
}

main().catch(err => {
  console.log(`FAIL ${err}`)
  process.exit(1)
})
